plain          = <<EOT
hello
  world
EOT
interp         = <<EOT
sum: ${1 + 2}
EOT
indented       = <<-EOT
    first
      second
    third
    EOT
directive      = <<EOT
%{for x in ["a", "b"]~}
- ${x}
%{endfor~}
EOT
empty          = <<EOT
EOT
marker_in_text = <<EOT
not EOT yet
EOT
