r = {
  (s) : n % 0 < nums.2,
  "k-1" : null
}
