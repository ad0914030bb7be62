b {
  a = <<-EOT
    one
    two
  EOT
}
