r = <<-EOT
  %{for x in strs~}
  - ${x}
  %{~endfor}
  quote " and \n raw
  line text
  EOT

