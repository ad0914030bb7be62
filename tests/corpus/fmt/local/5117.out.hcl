a = "  ${~x~}  %{~if c~} t %{~else~} e %{~endif~}  "
b = <<EOT
  x ${y~}

  z
EOT
