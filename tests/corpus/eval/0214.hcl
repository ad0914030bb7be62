r = join("-", keys({
  null = null,
  null : formatdate("YYYY-MM-DD", "2024-02-29T13:04:05Z"),
  b : obj.enabled && fl
}))
