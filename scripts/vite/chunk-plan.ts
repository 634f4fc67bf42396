/** One chunk of a build split the bundler's own way (the first pass), as the plan needs it. */
export interface FirstPassChunk {
  fileName: string;
  /** The app's entry (index.html's script). */
  isEntry: boolean;
  /** The target of a dynamic `import()`: a route, a lazily loaded component, a locale. */
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  /** Chunks it imports statically (file names): they load with it. */
  imports: string[];
  moduleIds: string[];
  /** Bytes of its code. */
  size: number;
  /** For a dynamic entry: the modules whose `import()` loads it. */
  dynamicImporters: string[];
}

/** Where the plan finds the routes it groups code by (paths relative to the project). */
export interface PlanLandmarks {
  /** The module of the signed-in frame's layout: loaded with every screen inside the frame. */
  frameLayout: string;
  /** The module whose `import()`s are the frame and the screens shown inside it. */
  frameRoutes: string;
  /** The file name of a screen's first requests, sent by its route's loader (`prefetch.ts`). */
  screenPrefetch: string;
  /**
   * The route module of the screen admins open most (the member profile, many times a day): its
   * first view loads the shared code it uses and not the rest of what the screens share.
   */
  busiestScreen: string;
}

/**
 * In the order a group may import from: a group imports only from the groups before it.
 * - `app`: everything the entry loads (the sign-in screen too: a new visit starts there or inside
 *   the frame), in one file instead of a dozen.
 * - `frame`: what the frame needs and nothing outside the frame uses.
 * - `requests`: the screens' first requests (their route loaders and the queries they send), in
 *   one small file, so a request goes out without waiting for the screens' shared code.
 * - `screens`: smaller code that several screens inside the frame share and the busiest screen
 *   loads (menus, popovers, inputs, tables). A screen may load some it does not use: a few kB,
 *   against a dozen more files.
 * - `more-screens`: the rest of what the screens share (the grids' filters and checkboxes, the
 *   search fields), which the busiest screen does not load.
 */
export const CHUNK_GROUPS = ['app', 'frame', 'requests', 'screens', 'more-screens'] as const;
export type ChunkGroup = (typeof CHUNK_GROUPS)[number];

/** Shared code at least this large (bytes before minifying) keeps its own file: the DataGrid. */
const SHARED_BY_SCREENS_LIMIT = 60_000;

/**
 * Shared code smaller than this (bytes before minifying) that no group takes goes with the entry:
 * a request of its own costs a first visit more than its bytes (MUI's number and locale helpers,
 * shared by its locale texts, which the entry fetches on demand, and by the tables and grids).
 */
const TINY_SHARED_LIMIT = 1_000;

const endsWithPath = (id: string | null, path: string) =>
  id !== null && id.replaceAll('\\', '/').endsWith(`/${path}`);

/**
 * Decides, from a first build split the default way, which modules to put together so that each
 * screen loads a few files instead of up to a hundred. The default split makes one chunk per set of
 * entries sharing code; many are under 1 kB, and a browser on HTTP/1.1 fetches six at a time.
 * A module is only moved where every visit that loads it loads the group anyway (`app`, `frame`).
 */
export function planChunks(
  chunks: FirstPassChunk[],
  landmarks: PlanLandmarks,
): Map<string, ChunkGroup> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry);

  // The entries each chunk loads with (itself and its static imports, transitively).
  const loadedBy = new Map<FirstPassChunk, Set<FirstPassChunk>>();
  for (const entry of entries) {
    const pending = [entry];
    const seen = new Set<FirstPassChunk>();
    while (pending.length > 0) {
      const chunk = pending.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      if (!loadedBy.has(chunk)) loadedBy.set(chunk, new Set());
      loadedBy.get(chunk)!.add(entry);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) pending.push(imported);
      }
    }
  }

  const chunkOf = new Map<string, FirstPassChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);

  // The entries that only ever load inside the frame: the frame's routes, and whatever only code
  // of those loads (a grid, a dialog). Start from every dynamic entry and drop, until none is left
  // to drop, those that something outside loads: a route and its grid may load each other's code.
  const insideFrame = new Set(
    entries.filter((entry) => !entry.isEntry && entry.dynamicImporters.length > 0),
  );
  const isInsideFrame = (importer: string) => {
    if (endsWithPath(importer, landmarks.frameRoutes)) return true;
    const chunk = chunkOf.get(importer);
    const loaders = chunk && loadedBy.get(chunk);
    return !!loaders && [...loaders].every((entry) => insideFrame.has(entry));
  };
  for (let shrank = true; shrank;) {
    shrank = false;
    for (const entry of insideFrame) {
      if (!entry.dynamicImporters.every(isInsideFrame)) {
        insideFrame.delete(entry);
        shrank = true;
      }
    }
  }

  const frame = entries.find((entry) => endsWithPath(entry.facadeModuleId, landmarks.frameLayout));
  const busiest = entries.find((entry) =>
    endsWithPath(entry.facadeModuleId, landmarks.busiestScreen),
  );
  const prefetches = new Set(
    entries.filter((entry) => endsWithPath(entry.facadeModuleId, landmarks.screenPrefetch)),
  );

  const loadedByTheEntry = (chunk: FirstPassChunk) =>
    [...(loadedBy.get(chunk) ?? [])].some((entry) => entry.isEntry);

  const groupOf = (chunk: FirstPassChunk): ChunkGroup | undefined => {
    const loaders = [...(loadedBy.get(chunk) ?? [])];
    if (loadedByTheEntry(chunk)) return 'app';
    if (frame && loaders.every((entry) => insideFrame.has(entry))) {
      if (loaders.includes(frame)) return 'frame';
      if (loaders.some((entry) => prefetches.has(entry))) return 'requests';
      if (loaders.length > 1 && chunk.size < SHARED_BY_SCREENS_LIMIT)
        return busiest && !loaders.includes(busiest) ? 'more-screens' : 'screens';
    }
    // Only when all it imports is in the entry already: the entry must not load more files.
    const tiny = !chunk.isDynamicEntry && loaders.length > 1 && chunk.size < TINY_SHARED_LIMIT;
    if (tiny && chunk.imports.every((file) => loadedByTheEntry(byFile.get(file)!))) return 'app';
    return undefined;
  };

  // Merging must not make two files import each other (one would run a module before one it
  // needs): while the files would form a cycle, the grouped chunks that a file of the cycle
  // imports go back to being chunks of their own.
  const groups = new Map(chunks.map((chunk) => [chunk, groupOf(chunk)]));
  for (let cycle = cycleOfFiles(chunks, byFile, groups); cycle;) {
    for (const chunk of cycle) groups.set(chunk, undefined);
    cycle = cycleOfFiles(chunks, byFile, groups);
  }

  const plan = new Map<string, ChunkGroup>();
  for (const [chunk, group] of groups)
    if (group) for (const id of chunk.moduleIds) plan.set(id, group);
  return plan;
}

/**
 * The grouped chunks through which the files of the build (each group one file, every other chunk
 * its own) would import each other in a cycle, or undefined when there is no such cycle.
 */
function cycleOfFiles(
  chunks: FirstPassChunk[],
  byFile: Map<string, FirstPassChunk>,
  groups: Map<FirstPassChunk, ChunkGroup | undefined>,
): FirstPassChunk[] | undefined {
  const fileOf = (chunk: FirstPassChunk) => groups.get(chunk) ?? chunk.fileName;
  const edges = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    const from = fileOf(chunk);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported && fileOf(imported) !== from) edges.get(from)!.add(fileOf(imported));
    }
  }
  for (const component of stronglyConnected(edges)) {
    if (component.size < 2) continue;
    // The grouped chunks imported from another file of the cycle.
    const culprits = chunks.filter(
      (chunk) =>
        groups.get(chunk) !== undefined &&
        component.has(fileOf(chunk)) &&
        chunks.some(
          (importer) =>
            component.has(fileOf(importer)) &&
            fileOf(importer) !== fileOf(chunk) &&
            importer.imports.includes(chunk.fileName),
        ),
    );
    if (culprits.length > 0) return culprits;
  }
  return undefined;
}

/** Tarjan's strongly connected components of a directed graph. */
function stronglyConnected(edges: Map<string, Set<string>>): Set<string>[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: Set<string>[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = new Set<string>();
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.add(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}
