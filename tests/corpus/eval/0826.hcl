r = <<-X
    %{if t}yes%{endif}
  ${nmap.x}
  quote " and \n raw
  X

