r = [(<<-EOT
  line text
    ${numstr}
  EOT
)]
