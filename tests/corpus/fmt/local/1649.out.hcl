r = {
  for_x : try(true + 1, 0)
  b : null
} == tolist(toset([{ a = 1 }, { a = 2 }][*].a))
