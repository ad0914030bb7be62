/** A position in a file: line and column from 1 (columns count grapheme clusters), byte and UTF-16 offsets from 0. */
export interface Position {
  line: number;
  column: number;
  byte: number;
  /** The offset in UTF-16 code units, as JavaScript strings and editors count. */
  utf16: number;
}

export interface Range {
  filename: string;
  start: Position;
  end: Position;
}

export interface Diagnostic {
  severity: "error" | "warning";
  summary: string;
  detail: string;
  /** The kind of problem ("limit_exceeded", "function_call", ..., "other"). */
  kind: string;
  /** The subject of the diagnostic, or null. */
  range: Range | null;
}

/** What every call but check returns: ok is false when there are errors (then value is null). */
export interface Result<T> {
  ok: boolean;
  value: T | null;
  diagnostics: Diagnostic[];
}

/** Bounds on what one call may cost; each has a safe default. */
export interface Limits {
  /** Largest input in bytes (default 32 MiB). */
  maxInputBytes?: number;
  /** Deepest nesting of brackets, braces, parentheses and template sequences (default 500). */
  maxNesting?: number;
  /** Evaluation steps (default 2,000,000). */
  maxSteps?: number;
  /** String bytes one evaluation may build (default 16 MiB). */
  maxStringBytes?: number;
  /** Collection elements one evaluation may build (default 1,048,576). */
  maxElements?: number;
  /** Digits of one number spelled out (default 10,000). */
  maxNumberDigits?: number;
}

/** JSON values; numbers a double cannot hold come back as strings of their exact digits. */
export type JSONValue = null | boolean | number | string | JSONValue[] | { [key: string]: JSONValue };

/** Milliseconds the WebAssembly module took to compile and instantiate at import. */
export declare let instantiateMs: number;
/** The package's version. */
export declare const version: string;

export declare class HclError extends Error {
  diagnostics: Diagnostic[];
}

/** Diagnostics as text, one per line: `file:line,col-col: summary; detail`. */
export declare function diagnosticsMessage(diagnostics: Diagnostic[]): string;

/** Syntax diagnostics of a file (HCL's JSON syntax when filename ends in .json). */
export declare function check(text: string, filename?: string, options?: Limits): Diagnostic[];

/** The file formatted as `hcl fmt` formats it (a file with syntax errors is not formatted). */
export declare function format(text: string, options?: Limits & { filename?: string }): Result<string>;

/** The file in HCL's JSON syntax, the text `hcl json FILE` prints. */
export declare function toJSON(text: string, filename?: string, options?: Limits): Result<string>;

/** A file in HCL's JSON syntax in the native syntax, as `hcl json --to-hcl [--spec SPEC]` prints it. */
export declare function fromJSON(
  text: string,
  options?: Limits & { filename?: string; spec?: string },
): Result<string>;

/**
 * Evaluates one expression with variables (an object, or the JSON text of one:
 * text keeps numbers a double cannot hold exact) and the standard function library.
 */
export declare function evaluate(
  expr: string,
  variables?: { [name: string]: JSONValue } | string | null,
  options?: Limits,
): Result<{ value: JSONValue; type: JSONValue }>;

/**
 * Evaluates one expression against a file's top-level attributes: each attribute that
 * evaluates on its own (standard functions, no variables) is a variable of the expression.
 */
export declare function evaluateIn(
  expr: string,
  text: string,
  filename?: string,
  options?: Limits,
): Result<{ value: JSONValue; type: JSONValue }>;

/** Decodes a file (HCL's JSON syntax when filename ends in .json) with an hcldec spec, as hcldec prints it. */
export declare function decode(
  text: string,
  specText: string,
  options?: Limits & {
    filename?: string;
    variables?: { [name: string]: JSONValue } | string;
    /** Keep null properties (hcldec --keep-nulls). */
    keepNulls?: boolean;
    /** The result as {value, type} (hcldec --with-type). */
    withType?: boolean;
  },
): Result<JSONValue>;

/** @cdktf/hcl2json's parse, synchronously; throws an HclError for a file with errors. */
export declare function parseSync(filename: string, text: string, options?: Limits): Record<string, any>;

/** A drop-in for @cdktf/hcl2json's parse(filename, contents). */
export declare function parse(filename: string, text: string, options?: Limits): Promise<Record<string, any>>;
