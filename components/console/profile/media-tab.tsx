"use client";

import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2, Upload } from "lucide-react";
import { ApiError, queryKeys } from "@/lib/api/client";
import { MEDIA_KIND, type MediaField } from "@/lib/domain/platform/media-list";
import { UPLOAD_LIMITS } from "@/lib/domain/platform/uploads";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { browserCheck, uploadToStorage } from "./upload-file";
import { useUnsavedChanges } from "./unsaved-guard";
import { useStoreDbUpdate, type MediaFileDto, type StoreProfile } from "./use-profile";

type Upload = { id: number; name: string; progress: number; error?: string };

const SECTIONS: { field: MediaField; title: string; accept: string }[] = [
  // The file picker offers the allowed types only (lib/domain/platform/uploads.ts); "image/*" would offer SVG and GIF.
  { field: "profilePictures", title: "Profilfoto", accept: UPLOAD_LIMITS.profilePhoto.accept.join(",") },
  { field: "mediaPictures", title: "Fotos", accept: UPLOAD_LIMITS.photo.accept.join(",") },
  { field: "mediaVideos", title: "Videos", accept: UPLOAD_LIMITS.video.accept.join(",") },
];

/** "Fotos und Videos" (SPEC 2.3 item 5, limits of SPEC 5): uploads straight to storage, then recorded in order. */
export function MediaTab({ profile, storeSlug }: { profile: StoreProfile; storeSlug: string }) {
  const client = useQueryClient();
  const toast = useToast();
  const dbUpdate = useStoreDbUpdate(profile.crmId);
  // One dbUpdate at a time, each built from the latest saved list, so two uploads finishing together both stay.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const [busy, setBusy] = useState(0);
  useUnsavedChanges("media", busy > 0);

  const current = (field: MediaField): MediaFileDto[] => client.getQueryData<StoreProfile>(queryKeys.storeProfile(storeSlug))?.[field] ?? [];
  const saveList = (field: MediaField, build: (list: MediaFileDto[]) => { key: string; name: string }[]) => {
    const run = chain.current.then(async () => {
      const tree = { [field]: build(current(field)).map((f) => ({ key: f.key, name: f.name })) };
      const res = (await dbUpdate.mutateAsync(tree)) as Record<string, MediaFileDto[]>;
      client.setQueryData<StoreProfile>(queryKeys.storeProfile(storeSlug), (p) => (p ? { ...p, [field]: res[field] } : p));
    });
    chain.current = run.catch(() => {});
    return run;
  };

  return (
    <div className="flex flex-col gap-8">
      {SECTIONS.map((s) => (
        <MediaSection
          key={s.field}
          {...s}
          files={profile[s.field]}
          storeSlug={storeSlug}
          onBusy={(d) => setBusy((b) => b + d)}
          saveList={saveList}
          onSaved={() => toast.show("Ihr Profil wurde gespeichert")}
        />
      ))}
    </div>
  );
}

type SectionProps = {
  field: MediaField;
  title: string;
  accept: string;
  files: MediaFileDto[];
  storeSlug: string;
  onBusy: (delta: number) => void;
  saveList: (field: MediaField, build: (list: MediaFileDto[]) => { key: string; name: string }[]) => Promise<void>;
  onSaved: () => void;
};

function MediaSection({ field, title, accept, files, storeSlug, onBusy, saveList, onSaved }: SectionProps) {
  const kind = MEDIA_KIND[field];
  const limit = UPLOAD_LIMITS[kind];
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [toDelete, setToDelete] = useState<MediaFileDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(1);
  const inFlight = useRef(0);
  const update = (id: number, patch: Partial<Upload>) => setUploads((u) => u.map((x) => (x.id === id ? { ...x, ...patch } : x)));

  const onFiles = async (list: FileList | null) => {
    setError(null);
    for (const file of Array.from(list ?? [])) {
      const id = nextId.current++;
      // A profile photo replaces the current one; other kinds count what is stored plus what is on its way.
      const existing = kind === "profilePhoto" ? 0 : files.length + inFlight.current;
      const check = await browserCheck(kind, file, existing);
      if (!check.ok) {
        setUploads((u) => [...u, { id, name: file.name, progress: 0, error: check.message }]);
        continue;
      }
      inFlight.current++;
      onBusy(1);
      setUploads((u) => [...u, { id, name: file.name, progress: 0 }]);
      void (async () => {
        try {
          const key = await uploadToStorage(storeSlug, kind, file, check.mime, (p) => update(id, { progress: p }));
          await saveList(field, (current) => (kind === "profilePhoto" ? [{ key, name: file.name }] : [...current, { key, name: file.name }]));
          setUploads((u) => u.filter((x) => x.id !== id));
          onSaved();
        } catch (e) {
          update(id, { error: e instanceof ApiError || e instanceof Error ? e.message : "Der Upload ist fehlgeschlagen." });
        } finally {
          inFlight.current--;
          onBusy(-1);
        }
      })();
    }
  };

  const remove = async (file: MediaFileDto) => {
    try {
      await saveList(field, (current) => current.filter((f) => f.key !== file.key));
      onSaved();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Löschen fehlgeschlagen.");
    }
  };

  const inputId = `upload-${field}`;
  return (
    <section className="flex flex-col gap-3" data-testid={`media-${field}`} aria-labelledby={`${inputId}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${inputId}-title`} className="text-lg font-semibold">
          {title}{" "}
          <span className="text-sm font-normal text-muted">
            ({files.length} von {limit.maxCount}, max. {Math.round(limit.maxBytes / 1024 / 1024)} MB{kind === "video" ? ", nur MP4" : ""})
          </span>
        </h2>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded border border-line px-3 py-2 text-sm hover:bg-surface"
        >
          <Upload size={16} aria-hidden /> {kind === "profilePhoto" && files.length ? "Profilfoto ersetzen" : `${title} hochladen`}
        </label>
        <input
          id={inputId}
          type="file"
          className="sr-only"
          accept={accept}
          multiple={kind !== "profilePhoto"}
          aria-label={`${title} hochladen`}
          onChange={(e) => {
            void onFiles(e.target.files);
            e.target.value = "";
          }}
        />
      </div>
      {uploads.length ? (
        <ul className="flex flex-col gap-2 text-sm">
          {uploads.map((u) => (
            <li key={u.id} className="flex flex-col gap-1" data-testid="upload-item">
              <span className="flex items-center justify-between gap-2">
                {u.name}
                {u.error ? (
                  <button type="button" className="text-muted hover:underline" onClick={() => setUploads((x) => x.filter((y) => y.id !== u.id))}>
                    Schließen
                  </button>
                ) : null}
              </span>
              {u.error ? (
                <span className="text-danger" role="alert">
                  {u.error}
                </span>
              ) : (
                <div
                  role="progressbar"
                  aria-label={`Upload ${u.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={u.progress}
                  className="h-2 w-full overflow-hidden rounded bg-surface"
                >
                  <div className="h-full bg-brand transition-[width]" style={{ width: `${u.progress}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
      {files.length === 0 ? (
        <p className="text-sm text-muted">Noch keine Dateien hochgeladen.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {files.map((f) => (
            <li key={f.key} className="group relative overflow-hidden rounded border border-line" data-testid="media-file">
              {kind === "video" ? (
                <video src={f.url} controls preload="metadata" className="aspect-video w-full bg-black" />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={f.url} alt={f.name} className="aspect-[4/3] w-full object-cover" />
              )}
              <div className="flex items-center justify-between gap-1 p-1 text-xs">
                <span className="truncate" title={f.name}>
                  {f.name}
                </span>
                <button
                  type="button"
                  aria-label={`${f.name} löschen`}
                  className="rounded p-1 text-danger hover:bg-surface"
                  onClick={() => setToDelete(f)}
                >
                  <Trash2 size={14} aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Soll die Datei unwiderruflich gelöscht werden?"
        cancelLabel="NEIN"
        confirmLabel="JA"
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
          setToDelete(null);
        }}
      />
    </section>
  );
}
