r = <<-X
  quote " and \n raw
  %{for x in strs~}
  - ${x}
  %{~endfor}
      %{for x in strs~}
      - ${x}
      %{~endfor}
  X

