r = nul == {
  null : deep.a.b.c.d[0]
  "quoted key" = "3.5"
  b : "plain"
} ? { for k, v in nmap : k => "${v}!" if v != "2" } : obj
