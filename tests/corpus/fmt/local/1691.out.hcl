r = <<-X
      %{for x in strs~}
      - ${x}
      %{~endfor}
      ${csv}
  quote " and \n raw
  X

