r  =  <<END
%{if fl}yes%{endif}
${obj["tags"]["team"]}
END  

