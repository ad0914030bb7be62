r = contains(flatten(nested), tiny) ? [{ a = 1 }, { a = 2 }][*].a : null
