a = [
  for v in xs :
  v
  if v
]
