// libyaml's event parser, for the config file's bounded composer (Sources/triage/BoundedYAML.swift).
#include <yaml.h>
