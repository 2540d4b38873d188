"""Tuning databases: the measured schedule of each layer, per chip, that
`dwc-compile --tuning-db` (and dwc.compiler, dwc.torch) applies.

    {"version": 1, "entries": [{"chip", "signature", "config", "micros"}, ...]}

`signature` is a layer's op, operand types and attributes as the manifest's
`signature` prints them; `config` its schedule attribute; `micros` the time
it was measured at. The compiler validates every field when it reads one.
"""

import json
import os

from dwc.runtime import DWCError


def load(path):
    """The database at `path`, or an empty one where there is none yet."""
    if not os.path.exists(path):
        return {"version": 1, "entries": []}
    with open(path) as f:
        database = json.load(f)
    if database.get("version") != 1 or not isinstance(database.get("entries"), list):
        raise DWCError(f"{path}: not a version 1 dwc tuning database")
    return database


def merge(database, entries):
    """`database` with `entries` added, each replacing an entry of the same
    chip and signature."""
    replaced = {(e["chip"], e["signature"]) for e in entries}
    kept = [e for e in database["entries"]
            if (e.get("chip"), e.get("signature")) not in replaced]
    return {**database, "entries": kept + list(entries)}


def save(path, database):
    with open(path, "w") as f:
        json.dump(database, f, indent=1)
        f.write("\n")
