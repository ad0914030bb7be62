//! The logos lexer: one token enum per mode and a driver that owns the mode stack.
