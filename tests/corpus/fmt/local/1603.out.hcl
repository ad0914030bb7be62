r = <<-END
      %{for x in strs~}
      - ${x}
      %{~endfor}
      ${~s~}  tail
  quote " and \n raw
  END

