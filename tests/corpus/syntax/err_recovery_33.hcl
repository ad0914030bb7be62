v = [*][
  for r in c :
  r
]
z = 1
