import CNcurses

/// glibc gives each thread that allocates its own arena, and grows an arena other than the
/// first one page and one `mprotect` at a time: the terminal thread alone made 140 of them
/// before the first frame. With one arena every thread takes from the first, which `brk` grows
/// with 128 KB of slack; each thread's own cache keeps the arena's lock off the common path
/// (docs/decisions).
public enum MallocArenas {
  /// Call first in `main`, before any other thread starts.
  public static func useOne() {
    _ = mallopt(M_ARENA_MAX, 1)
  }
}
