r = <<-X
      ${~ s ~}  tail
  line text
  X

