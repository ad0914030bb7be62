"""Type stubs for the native module hcl2rs._hcl2rs."""

from typing import Any, Dict, List, Optional, Tuple

DEFAULT_MAX_INPUT_BYTES: int
DEFAULT_MAX_NESTING: int

class HCLError(ValueError):
    """Invalid HCL, or an error evaluating it."""

    diagnostics: List["Diagnostic"]

class Diagnostic:
    severity: str
    summary: str
    detail: str
    filename: Optional[str]
    start_line: Optional[int]
    start_column: Optional[int]
    start_byte: Optional[int]
    end_line: Optional[int]
    end_column: Optional[int]
    end_byte: Optional[int]

class Range:
    filename: str
    start_line: int
    start_column: int
    start_byte: int
    end_line: int
    end_column: int
    end_byte: int

class Attribute:
    name: str
    expr: str
    range: Range
    expr_range: Range

class Block:
    type: str
    labels: List[str]
    body: "Body"
    range: Range

class Body:
    attributes: List[Attribute]
    blocks: List[Block]
    range: Range

class Unknown:
    """The type of :data:`UNKNOWN`."""

UNKNOWN: Unknown

def _loads(
    text: str,
    options: Tuple[bool, bool, bool, bool, bool, bool, bool, bool, bool],
    filename: str = ...,
    max_input_bytes: Optional[int] = ...,
    max_nesting: Optional[int] = ...,
) -> Dict[str, Any]: ...
def parse(
    text: str,
    filename: str = "<input>",
    *,
    max_input_bytes: Optional[int] = None,
    max_nesting: Optional[int] = None,
) -> Body: ...
def evaluate(
    expr: str,
    variables: Optional[Dict[str, Any]] = None,
    functions: Optional[str] = "stdlib",
    *,
    filename: str = "<expr>",
    max_input_bytes: Optional[int] = None,
    max_nesting: Optional[int] = None,
    max_steps: Optional[int] = None,
    max_string_bytes: Optional[int] = None,
    max_elements: Optional[int] = None,
) -> Any: ...
def format(
    text: str,
    *,
    filename: str = "<input>",
    max_input_bytes: Optional[int] = None,
    max_nesting: Optional[int] = None,
) -> str: ...
def to_json(
    text: str,
    filename: str = "<input>",
    *,
    max_input_bytes: Optional[int] = None,
    max_nesting: Optional[int] = None,
) -> str: ...
def from_json(
    text: str,
    filename: str = "<input.json>",
    *,
    max_input_bytes: Optional[int] = None,
    max_nesting: Optional[int] = None,
) -> str: ...
def decode(
    text: str,
    spec: str,
    filename: str = "<input>",
    *,
    spec_filename: str = "<spec>",
    max_input_bytes: Optional[int] = None,
    max_nesting: Optional[int] = None,
) -> Any: ...
