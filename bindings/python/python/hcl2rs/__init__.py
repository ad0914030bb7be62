"""hcl2rs: exact HCL v2 for Python, over the Rust ``hcl2`` crate.

Two APIs:

* **Drop-in loading, shaped like python-hcl2 8.x**: :func:`loads` and
  :func:`load` return the dict that ``hcl2.loads``/``hcl2.load`` return, with
  the same :class:`SerializationOptions` (an options object from python-hcl2
  itself is accepted too).
* **The native API**: :func:`parse` (a body to walk), :func:`evaluate`,
  :func:`format`, :func:`to_json`, :func:`from_json` and :func:`decode`.

Errors raise :class:`HCLError` (a ``ValueError``) whose ``diagnostics`` lists
:class:`Diagnostic` objects; ``str(err)`` is the rendered report.
"""

from dataclasses import dataclass
from typing import IO, Any, Optional

from hcl2rs._hcl2rs import (
    DEFAULT_MAX_INPUT_BYTES,
    DEFAULT_MAX_NESTING,
    UNKNOWN,
    Attribute,
    Block,
    Body,
    Diagnostic,
    HCLError,
    Range,
    Unknown,
    _loads,
    decode,
    evaluate,
    format,
    from_json,
    parse,
    to_json,
)

__all__ = [
    "DEFAULT_MAX_INPUT_BYTES",
    "DEFAULT_MAX_NESTING",
    "UNKNOWN",
    "V7_COMPAT",
    "Attribute",
    "Block",
    "Body",
    "Diagnostic",
    "HCLError",
    "Range",
    "SerializationOptions",
    "Unknown",
    "decode",
    "evaluate",
    "format",
    "from_json",
    "load",
    "loads",
    "parse",
    "to_json",
]


@dataclass
class SerializationOptions:
    """How :func:`loads` shapes its dict: python-hcl2 8.x's options, with
    the same names and defaults."""

    #: Include ``__comments__`` and ``__inline_comments__`` keys.
    with_comments: bool = True
    #: Add ``__start_line__`` and ``__end_line__`` to each block's dict
    #: (python-hcl2 8.x accepts this option but ignores it).
    with_meta: bool = False
    #: Nested objects as ``"${{key = value}}"`` strings instead of dicts.
    wrap_objects: bool = False
    #: Tuples as ``"${[1, 2]}"`` strings instead of lists.
    wrap_tuples: bool = False
    #: Mark blocks with ``__is_block__: True``.
    explicit_blocks: bool = True
    #: Keep heredocs as written (``"<<EOF\n...\nEOF"``); when False they
    #: become the string they hold.
    preserve_heredocs: bool = True
    #: Wrap nested operations in parentheses.
    force_operation_parentheses: bool = False
    #: Keep ``1e10`` as ``"${1e10}"``; when False it becomes a float.
    preserve_scientific_notation: bool = True
    #: Strings as their values (``hello``) instead of their source (``'"hello"'``).
    strip_string_quotes: bool = False


#: python-hcl2 7.x's shape (see python-hcl2's ``docs/06_migrating_to_v8.md``).
V7_COMPAT = SerializationOptions(
    strip_string_quotes=True,
    explicit_blocks=False,
    with_comments=False,
    preserve_heredocs=False,
)

_FIELDS = (
    "with_comments",
    "with_meta",
    "wrap_objects",
    "wrap_tuples",
    "explicit_blocks",
    "preserve_heredocs",
    "force_operation_parentheses",
    "preserve_scientific_notation",
    "strip_string_quotes",
)
_DEFAULTS = SerializationOptions()


def _flags(options: Any) -> tuple:
    if options is None:
        options = _DEFAULTS
    return tuple(bool(getattr(options, f, getattr(_DEFAULTS, f))) for f in _FIELDS)


def loads(
    text: str,
    *,
    serialization_options: Optional[Any] = None,
    filename: str = "<input>",
    max_input_bytes: Optional[int] = None,
    max_nesting: Optional[int] = None,
) -> dict:
    """Load HCL from a string into the dict python-hcl2 8.x's ``hcl2.loads``
    returns.

    :param text: HCL native syntax.
    :param serialization_options: a :class:`SerializationOptions`, or
        python-hcl2's own ``hcl2.SerializationOptions``.
    :param filename: the name diagnostics use.
    :param max_input_bytes: refuse longer input (default 64 MiB).
    :param max_nesting: refuse brackets nested deeper (default 10,000).
    :raises HCLError: the text is not valid HCL.
    """
    return _loads(
        text,
        _flags(serialization_options),
        filename,
        max_input_bytes,
        max_nesting,
    )


def load(
    fp: IO[str],
    *,
    serialization_options: Optional[Any] = None,
    max_input_bytes: Optional[int] = None,
    max_nesting: Optional[int] = None,
) -> dict:
    """:func:`loads` on the contents of a text file object."""
    name = getattr(fp, "name", "<input>")
    return loads(
        fp.read(),
        serialization_options=serialization_options,
        filename=name if isinstance(name, str) else "<input>",
        max_input_bytes=max_input_bytes,
        max_nesting=max_nesting,
    )
