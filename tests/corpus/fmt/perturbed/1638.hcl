input    ="hello"
