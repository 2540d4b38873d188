"""Where dwc's shared libraries are: the path in an environment variable,
else in _lib/ of this package (`pip install`), in build/lib of a checkout or
lib/ of an installed prefix (`cmake --install` puts the package in
<prefix>/python)."""

import os
import pathlib


def path(env_var, file_name):
    if env_var in os.environ:
        return os.environ[env_var]
    package = pathlib.Path(__file__).resolve().parent
    root = package.parents[1]
    for directory in (package / "_lib", root / "build" / "lib", root / "lib"):
        if (directory / file_name).exists():
            return str(directory / file_name)
    return str(root / "build" / "lib" / file_name)
