r = (2) == length({
  b : null
  (s) = null
  k2 : obj.enabled
}) ? [{ a = 1 }, { a = 2 }][*].a : null
