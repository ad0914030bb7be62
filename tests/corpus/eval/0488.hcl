r = <<END
${tiny}
${zero}
%{if t}yes%{endif}
END

