"""Where dwc's shared libraries are: the path in an environment variable,
else build/lib of this checkout."""

import os
import pathlib


def path(env_var, file_name):
    if env_var in os.environ:
        return os.environ[env_var]
    return str(pathlib.Path(__file__).resolve().parents[2] / "build" / "lib" / file_name)
