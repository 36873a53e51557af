import IssueDomain
import TriageApp

extension ConfigFile {
  /// What a config file sets; a key it leaves out is `nil`, and the default is used.
  struct Settings: Sendable, Equatable {
    var sections: SectionsConfiguration?
    /// `cache.max_size`, in bytes.
    var cacheMaximumBytes: Int?
    /// `theme`.
    var theme: ThemeName?
    /// `keys`.
    var keyRemap: KeyRemap?
    /// `commands`.
    var customCommands: [CustomCommand]?
    /// `accessibility: screen-reader`.
    var screenReader: Bool?
    /// `preview`.
    var preview: PreviewSettings?
  }
}
