r = <<-X
      quote " and \n raw
      %{for x in strs~}
      - ${x}
      %{~endfor}
    ${~s~}  tail
  X

