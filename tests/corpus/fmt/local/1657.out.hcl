r = <<-X
      ${~s~}  tail
    line text
  quote " and \n raw
  X

