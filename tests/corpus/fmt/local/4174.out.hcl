first  = 1
second = "two"
inner {
  p = [1, 2]
  q {
    r = 3
  }
  q {
    r = 3
  }
  q {
    r = 1
  }
}
