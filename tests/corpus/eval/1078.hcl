r = <<-X
    quote " and \n raw
      %{if obj.enabled}yes%{endif}
  X

