a = [
  1, # one
  2, // two
  /* three */ 3
]
