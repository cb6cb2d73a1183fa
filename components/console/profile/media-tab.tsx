"use client";

import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { queryKeys } from "@/lib/api/client";
import { MEDIA_KIND, type MediaField } from "@/lib/domain/platform/media-list";
import { UPLOAD_LIMITS } from "@/lib/domain/platform/uploads";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { MediaFileGrid, MediaUploadList } from "./media-lists";
import { useMediaUploads, type SaveList } from "./use-media-uploads";
import { useUnsavedChanges } from "./unsaved-guard";
import { useStoreDbUpdate, type MediaFileDto, type StoreProfile } from "./use-profile";

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
  const saveList: SaveList = (field, build) => {
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
  saveList: SaveList;
  onSaved: () => void;
};

function MediaSection({ field, title, accept, files, storeSlug, onBusy, saveList, onSaved }: SectionProps) {
  const kind = MEDIA_KIND[field];
  const limit = UPLOAD_LIMITS[kind];
  const { uploads, error, onFiles, remove, dismiss } = useMediaUploads({ field, kind, files, storeSlug, onBusy, saveList, onSaved });
  const [toDelete, setToDelete] = useState<MediaFileDto | null>(null);
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
      {uploads.length ? <MediaUploadList uploads={uploads} onDismiss={dismiss} /> : null}
      {error ? (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
      {files.length === 0 ? (
        <p className="text-sm text-muted">Noch keine Dateien hochgeladen.</p>
      ) : (
        <MediaFileGrid files={files} kind={kind} onDelete={setToDelete} />
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
