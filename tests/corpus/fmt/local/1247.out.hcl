r = <<-X
  line text
    ${~s~}  tail
  %{for x in strs~}
  - ${x}
  %{~endfor}
  X

