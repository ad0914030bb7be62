r = <<-X
      ${~s~}  tail
  ${~s~}  tail
    line text
  X

