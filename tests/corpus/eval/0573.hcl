r = keys({
  (s) : "a ${unknown_var} b"
})
