r = <<END
${objs[1].size}
%{if t}yes%{endif}
line text
END

