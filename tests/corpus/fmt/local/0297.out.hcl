r = <<-X
      ${smap.a}
    %{for x in strs~}
    - ${x}
    %{~endfor}
      ${~s~}  tail
  X

