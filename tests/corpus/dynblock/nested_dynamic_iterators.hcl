dynamic "group" {
  for_each = groups
  iterator = g
  labels   = [g.key, upper(g.key)]
  content {
    x = g.key
    dynamic "member" {
      for_each = g.value.members
      iterator = m
      content {
        id = "${g.key}-${m.key}-${m.value}"
      }
    }
  }
}
