r = <<-END
    line text
  line text
  %{if t}yes%{endif}
  END

