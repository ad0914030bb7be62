r = <<END
%{if fl}yes%{endif}
${obj.port}
%{if t}yes%{endif}
END

