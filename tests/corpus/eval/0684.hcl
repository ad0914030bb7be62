r = <<-END
    %{if t}yes%{endif}
  END

