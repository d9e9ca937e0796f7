declare module 'virtual:overtime-example' {
  const example: ReturnType<typeof import('./overtime-example').computeOvertimeExample>;
  export default example;
}
