r = <<-X
    ${~s~}  tail
      line text
  %{for x in strs~}
  - ${x}
  %{~endfor}
  X

