r = trimprefix((<<-EOT
  line text
      quote " and \n raw
  EOT
), "")
