import { useCallback, useRef, useState } from 'react';
import type { Post, PostPendingChanges, PostRevisionSummary } from '#shared/blog.ts';
import { autosavePost, discardPendingChanges } from '#web/features/blog/api/post-autosave.ts';
import { restorePostRevision } from '#web/features/blog/api/post-revisions.ts';
import { updatePost } from '#web/features/blog/api/update-post.ts';
import { saveFailureMessage } from '#web/features/blog/lib/form-errors.ts';
import { postRequestOf } from '#web/features/blog/lib/post-form.ts';
import {
  conflictOf,
  type PostSnapshot,
  sameSnapshot,
  snapshotOfPending,
  snapshotOfPost,
} from '#web/features/blog/lib/post-snapshot.ts';
import { useLocalCopy } from '#web/shared/lib/local-copy.ts';
import { useAutosave } from '#web/shared/lib/use-autosave.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';

/** A write refused because someone saved first, and the text the form held then. */
export interface PostConflictState {
  current: Post;
  currentRevision: PostRevisionSummary | null;
  mine: PostSnapshot;
  /** "Take theirs" loaded their post into the form; mine stays in the panel until it is dismissed. */
  tookTheirs: boolean;
}

interface PostAutosaveOptions {
  /** The post as it opened; undefined for a new post. */
  post: Post | undefined;
  /** The caller's pending changes it opened with (a published or scheduled post). */
  pending: PostPendingChanges | null;
  /** What the form holds now. */
  snapshot: PostSnapshot;
  /** Puts a snapshot into the form. */
  load: (snapshot: PostSnapshot) => void;
}

/** What the server holds for this editor when the form opens: their pending changes, else the post. */
export function openingSnapshot(post: Post | undefined, pending: PostPendingChanges | null): PostSnapshot {
  return post && pending ? snapshotOfPending(pending, post) : snapshotOfPost(post);
}

/**
 * The post form's editing safety: autosave (a draft into the post, a published or scheduled post
 * into the caller's pending changes), the copy kept in this browser, the warning before leaving,
 * and the conflict of a stale version, which stops autosaving until the editor chooses. Every
 * write carries the version the form is in step with; each answer moves it on.
 */
export function usePostAutosave({ post, pending: openedPending, snapshot, load }: PostAutosaveOptions) {
  const [live, setLive] = useState(post);
  const [saved, setSaved] = useState(() => openingSnapshot(post, openedPending));
  const [pending, setPending] = useState(openedPending);
  const [openedNote, setOpenedNote] = useState(openedPending?.savedAt);
  const [conflict, setConflict] = useState<PostConflictState>();
  const [writing, setWriting] = useState(false);
  // Pending changes made from an older version are saved at that version, so a save made since is a conflict.
  const version = useRef(openedPending?.baseVersion ?? post?.version);
  const autosaving = useRef<Promise<unknown>>(undefined);
  const dirty = !sameSnapshot(snapshot, saved);
  const localCopy = useLocalCopy(post ? `post:${post.id}` : 'post:new', snapshot, {
    dirty,
    server: { value: saved, ...(post ? { savedAt: openedPending?.savedAt ?? post.updatedAt } : {}) },
  });

  /** The form now holds what the server has for this editor: `post`, or the pending changes. */
  const settle = useCallback((next: Post, held: PostSnapshot, nextPending: PostPendingChanges | null) => {
    setLive(next);
    setSaved(held);
    setPending(nextPending);
    version.current = nextPending ? nextPending.baseVersion : next.version;
  }, []);

  const stop = useCallback((error: unknown, mine: PostSnapshot): boolean => {
    const found = conflictOf(error);
    if (!found) return false;
    setConflict({ current: found.current, currentRevision: found.currentRevision, mine, tookTheirs: false });
    return true;
  }, []);

  async function autosave(sent: PostSnapshot) {
    if (!live) return;
    // A draft stays a draft until Save: its status and time go with the explicit save only.
    const kept: PostSnapshot =
      live.status === 'draft'
        ? { ...sent, values: { ...sent.values, status: 'draft', publishAt: saved.values.publishAt } }
        : sent;
    const request = { ...postRequestOf(kept.values, kept.choices), version: version.current ?? live.version };
    const run = (async () => {
      const answer = await autosavePost(live.id, request);
      settle(answer.post, kept, answer.pending);
      setOpenedNote(undefined);
    })();
    // An explicit save waits for this one, and then reads the version its answer left.
    autosaving.current = run.catch(() => undefined);
    try {
      await run;
    } catch (error) {
      if (stop(error, sent)) throw new Error('Someone else saved the post first.');
      throw error;
    }
  }

  const autosaver = useAutosave({
    value: snapshot,
    dirty,
    enabled: live !== undefined && !writing && (!conflict || conflict.tookTheirs) && !localCopy.offer,
    save: autosave,
    describeFailure: (error) => saveFailureMessage(error, 'The post could not be saved.'),
  });
  useUnsavedChangesWarning(dirty, { afterSignIn: () => void autosaver.flush() });

  /** Runs one explicit write after any autosave under way, with autosave held meanwhile. */
  async function write<Result>(run: () => Promise<Result>): Promise<Result> {
    setWriting(true);
    try {
      await autosaving.current;
      return await run();
    } finally {
      setWriting(false);
    }
  }

  /**
   * Save, "Update post" and "Keep mine": `PUT /posts/{id}` with the form's version (which also
   * drops the caller's pending changes). Undefined when refused for a stale version: the conflict
   * panel shows instead.
   */
  async function save(sent: PostSnapshot, atVersion?: number): Promise<Post | undefined> {
    if (!live) return undefined;
    return write(async () => {
      try {
        const next = await updatePost(live.id, postRequestOf(sent.values, sent.choices, atVersion ?? version.current));
        settle(next, sent, null);
        localCopy.clear();
        setConflict(undefined);
        autosaver.setState({ kind: 'saved', at: new Date().toISOString() });
        return next;
      } catch (error) {
        if (stop(error, sent)) return undefined;
        throw error;
      }
    });
  }

  async function keepMine() {
    if (!conflict) return;
    const mine = conflict.tookTheirs ? conflict.mine : snapshot;
    if (conflict.tookTheirs) load(mine);
    await save(mine, conflict.current.version);
  }

  function takeTheirs() {
    if (!conflict) return;
    const theirs = snapshotOfPost(conflict.current);
    load(theirs);
    settle(conflict.current, theirs, null);
    setConflict({ ...conflict, tookTheirs: true });
    autosaver.setState({ kind: 'idle' });
  }

  /** "Discard changes": the caller's pending changes go, and the form shows the live post again. */
  async function discard() {
    if (!live) return;
    await write(() => discardPendingChanges(live.id));
    const held = snapshotOfPost(live);
    load(held);
    settle(live, held, null);
    localCopy.clear();
    setOpenedNote(undefined);
    autosaver.setState({ kind: 'idle' });
  }

  /** Restores a revision at the form's version; the form loads the restored post (or the conflict shows). */
  async function restore(revisionId: string) {
    if (!live) return;
    await write(async () => {
      try {
        const next = await restorePostRevision(live.id, revisionId, version.current ?? live.version);
        const held = snapshotOfPost(next);
        load(held);
        settle(next, held, null);
        localCopy.clear();
        autosaver.setState({ kind: 'saved', at: next.updatedAt });
      } catch (error) {
        if (!stop(error, snapshot)) throw error;
      }
    });
  }

  function restoreLocalCopy() {
    const copy = localCopy.accept();
    if (copy) load(copy);
  }

  return {
    live,
    dirty,
    pending,
    /** When the pending changes the form opened with were saved, until the next autosave. */
    openedNote,
    conflict,
    writing,
    autosave: autosaver,
    localCopy,
    save,
    keepMine,
    takeTheirs,
    dismissConflict: () => setConflict(undefined),
    /** The server has what the form holds (a new post was created): nothing is kept or asked about any more. */
    markSaved: (held: PostSnapshot) => {
      setSaved(held);
      localCopy.clear();
    },
    discard,
    restore,
    restoreLocalCopy,
    /** Whether "Update post" and "Discard changes" apply: a published or scheduled post with pending changes. */
    hasPending: pending !== null,
  };
}
