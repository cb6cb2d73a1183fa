import re,sys,subprocess
VERBS={"gib":"geben","wähle":"wählen","lade":"laden","ändere":"ändern","prüfe":"prüfen","versuche":"versuchen","trage":"tragen","melde":"melden","setze":"setzen","lege":"legen","nutze":"nutzen","entferne":"entfernen","speichere":"speichern","lösche":"löschen","bestätige":"bestätigen","wechsle":"wechseln","fülle":"füllen","klicke":"klicken","sende":"senden","schau":"schauen","warte":"warten","öffne":"öffnen","aktiviere":"aktivieren","hinterlege":"hinterlegen","nenne":"nennen","erlaube":"erlauben","korrigiere":"korrigieren","verwende":"verwenden","gehe":"gehen","wende":"wenden","kontaktiere":"kontaktieren","ergänze":"ergänzen","kürze":"kürzen","teile":"teilen","füge":"fügen","lies":"lesen","starte":"starten","ernenne":"ernennen","vergib":"vergeben","schließe":"schließen","überprüfe":"überprüfen","buche":"buchen","frage":"fragen","rufe":"rufen","logge":"loggen","aktualisiere":"aktualisieren","gebe":"geben","mach":"machen","mache":"machen"}
POSS={"deine":"Ihre","deinen":"Ihren","deinem":"Ihrem","deiner":"Ihrer","deines":"Ihres","dein":"Ihr","Deine":"Ihre","Deinen":"Ihren","Dein":"Ihr"}
def fix(text):
    def verb(m):
        pre,v=m.group(1),m.group(2)
        base=VERBS.get(v.lower())
        if not base: return m.group(0)
        if v[0].isupper(): base=base[0].upper()+base[1:]
        return f"{pre}{base} Sie"
    t=re.sub(r"(Bitte |^|[\"'`>.!?]\s*|\. )("+"|".join(sorted(VERBS,key=len,reverse=True))+r")\b(?! Sie)",verb,text,flags=re.I)
    t=re.sub(r"\b("+"|".join(sorted(POSS,key=len,reverse=True))+r")\b",lambda m:POSS[m.group(1)],t)
    return t
mode=sys.argv[1]
for f in sys.argv[2:]:
    src=open(f).read().split("\n")
    out=[]
    for i,l in enumerate(src):
        s=l.lstrip()
        if s.startswith(("//","*","/*","import ")): out.append(l); continue
        # only inside string literals / JSX text: transform segments in quotes or between > <
        def seg(m): return fix(m.group(0))
        n=re.sub(r"\"[^\"\n]*\"|`[^`\n]*`|>[^<>{}\n]+<|'[^'\n]*'",seg,l)
        if n!=l: print(f"{f}:{i+1}:\n  - {l.strip()[:200]}\n  + {n.strip()[:200]}")
        out.append(n)
    if mode=="write": open(f,"w").write("\n".join(out))
